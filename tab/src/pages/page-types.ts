/** The type every lazily loaded page module has. */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { TPageProps } from './page-props.ts';

export type TLazyPage = LazyExoticComponent<ComponentType<TPageProps>>;

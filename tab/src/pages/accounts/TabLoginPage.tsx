import type { TPageProps } from '../page-props.ts';
import { LoginScreen } from './LoginScreen.tsx';

/** /accounts/tab-login — the login inside a Microsoft Teams tab: the Microsoft button plus the email form. */
export default function TabLoginPage({ route }: TPageProps) {
  return <LoginScreen variant="tab" title={route.title} />;
}

import type { TPageProps } from '../page-props.ts';
import { LoginScreen } from './LoginScreen.tsx';

/** /accounts/login — the web login: Microsoft and Slack buttons plus the email form. */
export default function LoginPage({ route }: TPageProps) {
  return <LoginScreen variant="web" title={route.title} />;
}

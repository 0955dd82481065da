// The pages under /auth. Each file also default-exports its page, for React.lazy routes.
export { LoginPage } from './LoginPage.tsx';
export { RegisterPage } from './RegisterPage.tsx';
export { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
export { ResetPasswordPage } from './ResetPasswordPage.tsx';
export { LockscreenPage } from './LockscreenPage.tsx';
export { NotFoundPage } from './NotFoundPage.tsx';
export { ServerErrorPage } from './ServerErrorPage.tsx';
export { AwaitingAccessPage } from './AwaitingAccessPage.tsx';
export { AuthFrame, AuthFrameSettingsContext } from './AuthFrame.tsx';
export type { AuthFrameSettings } from './AuthFrame.tsx';

export { ForgotPasswordView, type ForgotPasswordViewProps } from './ForgotPasswordView/ForgotPasswordView';
export { LoginView, type LoginCredentials, type LoginViewProps } from './LoginView/LoginView';
export {
  SetupTwoFactorView,
  type SetupTwoFactorViewProps,
  type TwoFactorSetup,
} from './SetupTwoFactorView/SetupTwoFactorView';
export { VerifyView, type VerifyMethod, type VerifyViewProps } from './VerifyView/VerifyView';

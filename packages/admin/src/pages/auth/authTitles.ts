import { defineMessages } from 'react-intl';

/** The auth pages' names: their routes' titles (baseRoutes.tsx), and the sign-in entry's tab (signIn.tsx). */
export const authTitles = defineMessages({
  login: { id: 'route.auth.login', defaultMessage: 'Sign in' },
  register: { id: 'route.auth.register', defaultMessage: 'Create an account' },
  forgotPassword: { id: 'route.auth.forgotPassword', defaultMessage: 'Forgot password' },
  resetPassword: { id: 'route.auth.resetPassword', defaultMessage: 'Choose a password' },
  lockscreen: { id: 'route.auth.lockscreen', defaultMessage: 'Locked' },
  notFound: { id: 'route.auth.notFound', defaultMessage: 'Page not found' },
  serverError: { id: 'route.auth.serverError', defaultMessage: 'Server error' },
});

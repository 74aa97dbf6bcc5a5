/** Every user-facing text of the accounts domain: the server and the pages say the same words. */
export const accountMessages = {
  // validation
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  mobileInvalid: 'Enter a valid 10-digit mobile starting with 6,7,8,9',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  otpFormat: 'Enter the 6-digit OTP from your email',

  // outcomes
  loginSuccess: 'Login successful!',
  registerSuccess: 'Registration successful!',
  logoutSuccess: 'Logged out successfully',
  otpSent: 'OTP sent to your email',
  emailVerified: 'Email verified successfully',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  sendOtpFailed: 'Failed to send OTP',
  verifyOtpFailed: 'Failed to verify OTP',
  logoutFailed: 'Logout failed',
  logoutRequestFailed: 'Failed to logout',

  // server rules (docs/decisions/003-accounts-and-sessions.md)
  invalidCredentials: 'Invalid email or password',
  accountBlocked:
    'This account has been blocked by the shop. Please contact us if you think this is a mistake.',
  customerNotFound: 'Customer not found',
  blockReasonTooLong: 'The reason must be at most 500 characters',
  emailTaken: 'This email is already registered. Please log in instead.',
  otpInvalid: 'Invalid OTP. Please check the code and try again.',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpTooManyAttempts: 'Too many wrong attempts. Please request a new OTP.',
  otpNotRequested: 'No OTP was requested for this email. Please request one first.',
  otpTooSoon: (seconds: number) => `Please wait ${seconds} seconds before requesting another OTP`,
  emailNotVerified: 'Please verify your email with the OTP before registering',
  notSignedIn: 'Please log in to continue',
  sessionExpired: 'Your session has expired. Please log in again.',
  tooManyLogins: 'Too many login attempts. Please wait a few minutes and try again.',
  tooManyOtpRequests: 'Too many OTP requests. Please wait a few minutes and try again.',
  emailSendFailed: 'We could not send the e-mail. Please try again in a minute.',

  // forgot / reset password (extension)
  forgotPasswordTitle: 'Reset Password',
  resetOtpSent: 'If an account exists for this email, an OTP has been sent to it',
  passwordResetSuccess: 'Password reset successfully. Please log in with your new password.',
  passwordResetFailed: 'Failed to reset password',

  // profile
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Failed to update profile',
  currentPasswordRequired: 'Enter your current password to set a new one',
  currentPasswordWrong: 'Current password is incorrect',
  tooManyPasswordAttempts: 'Too many password attempts. Please wait a few minutes and try again.',
  nameRequired: 'Name is required',
  emailChangeOtpSent: 'OTP sent to your new email',
  emailChangeNeedsOtp: 'Enter the OTP sent to your new email to change it',
} as const;

/** The administrator login. */
export const adminMessages = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  invalidCredentialsInline: 'Invalid username or password.',
  invalidCredentialsToast: 'Invalid username or password',
  welcome: 'Welcome Admin!',
  loginError: 'An error occurred during login',
  notSignedIn: 'Administrator login required',
  forbidden: 'Administrator access only',
  loggedOut: 'Logged out successfully',
  currentPasswordWrong: 'Current password is incorrect',
  passwordChanged: 'Password changed. Every other session has been signed out.',
  tooManyLogins: 'Too many login attempts. Please wait a few minutes and try again.',
} as const;

export { LoginScreen, type LoginFailure, type LoginScreenProps } from './login-screen.tsx'

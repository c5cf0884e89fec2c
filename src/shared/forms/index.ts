// Helpers shared by the visitor forms (subscription, contact, activation).
export { failureText } from './failureText';
export { isEmailAddress } from '../../api/email';
export { formPhrases } from './formPhrases';

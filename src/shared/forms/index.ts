// Helpers shared by the visitor forms (subscription, contact, activation).
export { failureText } from './failureText';
export { isEmailAddress } from './isEmailAddress';
export { formPhrases } from './formPhrases';

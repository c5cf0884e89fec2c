// Public entry of the subscription feature: the header block and the home subscribe strip.
export { SubscribeForm, preloadSubscribeFormBody, type SubscribeVariant } from './SubscribeForm';

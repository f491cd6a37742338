// The push module's public face: sending a message to a person's browsers (best effort).
export { pushToPerson } from './service.ts';

import type en from '../en/messages.ts';

const messages: typeof en = {};

export default messages;

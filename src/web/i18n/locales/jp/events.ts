import type en from '../en/events.ts';

const events: typeof en = {};

export default events;

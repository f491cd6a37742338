import type en from '../en/clients.ts';

const clients: typeof en = {};

export default clients;

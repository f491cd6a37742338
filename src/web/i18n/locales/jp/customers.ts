import type en from '../en/customers.ts';

const customers: typeof en = {};

export default customers;

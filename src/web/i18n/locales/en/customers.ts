const customers = {};

export default customers;

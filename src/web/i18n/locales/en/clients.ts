const clients = {};

export default clients;

const users = {};

export default users;

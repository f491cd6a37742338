const profile = {};

export default profile;

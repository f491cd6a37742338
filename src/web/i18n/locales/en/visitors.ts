const visitors = {};

export default visitors;

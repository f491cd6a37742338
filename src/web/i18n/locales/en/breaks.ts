const breaks = {};

export default breaks;

const tasks = {};

export default tasks;

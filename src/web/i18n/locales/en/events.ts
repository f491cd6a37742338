const events = {};

export default events;

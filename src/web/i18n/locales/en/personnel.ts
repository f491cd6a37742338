const personnel = {};

export default personnel;

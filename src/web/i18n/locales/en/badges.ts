const badges = {};

export default badges;

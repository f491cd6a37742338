import type en from '../en/badges.ts';

const badges: typeof en = {};

export default badges;

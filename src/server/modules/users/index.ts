// The users module's public face: nothing of it is used by another module yet.
export {};

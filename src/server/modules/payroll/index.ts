// The payroll module's public face: what other modules may use of it (nothing yet).
export {};

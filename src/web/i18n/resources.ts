import type alerts from './locales/en/alerts.ts';
import type auth from './locales/en/auth.ts';
import type badges from './locales/en/badges.ts';
import type breaks from './locales/en/breaks.ts';
import type clients from './locales/en/clients.ts';
import type common from './locales/en/common.ts';
import type customers from './locales/en/customers.ts';
import type dashboard from './locales/en/dashboard.ts';
import type events from './locales/en/events.ts';
import type field from './locales/en/field.ts';
import type incidentReports from './locales/en/incidentReports.ts';
import type map from './locales/en/map.ts';
import type messages from './locales/en/messages.ts';
import type nav from './locales/en/nav.ts';
import type personnel from './locales/en/personnel.ts';
import type profile from './locales/en/profile.ts';
import type quickPanel from './locales/en/quickPanel.ts';
import type settings from './locales/en/settings.ts';
import type shell from './locales/en/shell.ts';
import type tasks from './locales/en/tasks.ts';
import type users from './locales/en/users.ts';
import type visitors from './locales/en/visitors.ts';

/** The shape of every language: English is the reference the other three must match key for key. */
export interface EnglishResources {
  common: typeof common;
  nav: typeof nav;
  messages: typeof messages;
  shell: typeof shell;
  settings: typeof settings;
  auth: typeof auth;
  dashboard: typeof dashboard;
  clients: typeof clients;
  users: typeof users;
  profile: typeof profile;
  visitors: typeof visitors;
  quickPanel: typeof quickPanel;
  customers: typeof customers;
  events: typeof events;
  personnel: typeof personnel;
  tasks: typeof tasks;
  breaks: typeof breaks;
  badges: typeof badges;
  field: typeof field;
  alerts: typeof alerts;
  map: typeof map;
  incidentReports: typeof incidentReports;
}

/** The messenger (/messenger): conversations, the thread, the composer and starting a conversation. */
const messenger = {
  title: 'Messenger',
  subtitle: 'Talk with your team in real time: one to one, in groups and per event.',
  list: {
    label: 'Conversations',
    searchLabel: 'Search',
    searchAria: 'Search conversations and messages',
    newConversation: 'New conversation',
    empty: 'No conversations yet. Start one with New conversation.',
    noMatch: 'No conversation matches this search.',
    loadFailed: 'The conversations could not be loaded.',
    unread: 'Unread messages: {{count}}',
    you: 'You',
    noMessages: 'No messages yet',
    group: 'Group',
    event: 'Event group',
    messagesFound: 'Messages',
    noMessagesFound: 'No message holds this text.',
  },
  thread: {
    back: 'Back to conversations',
    choose: 'Choose a conversation, or start a new one.',
    loadFailed: 'The messages could not be loaded.',
    loadOlder: 'Load older messages',
    empty: 'No messages yet. Say hello.',
    today: 'Today',
    yesterday: 'Yesterday',
    members: 'Members: {{count}}',
    formerMember: 'Former member',
    messagesLabel: 'Messages with {{title}}',
    state: {
      sent: 'Sent',
      delivered: 'Delivered',
      read: 'Read',
    },
  },
  composer: {
    label: 'Message',
    placeholder: 'Write a message',
    hint: 'Enter to send, Shift+Enter for a new line',
    send: 'Send',
    writeFirst: 'Write a message first.',
    counter: '{{count}} / {{max}}',
    tooLong: 'A message holds at most {{max}} characters.',
    sendFailed: 'The message could not be sent. Your text is kept; try again.',
  },
  create: {
    title: 'New conversation',
    person: 'Person',
    group: 'Group',
    event: 'Event group',
    choosePerson: 'Person',
    groupTitle: 'Group name',
    members: 'Members',
    eventLabel: 'Event',
    start: 'Start',
    noContacts: 'There is nobody you can message yet.',
    noEvents: 'There is no event whose group you can open.',
    loadFailed: 'The people you can message could not be loaded.',
    failed: 'The conversation could not be started.',
    existing: 'Open group',
  },
  nav: {
    unread: 'Unread messages: {{count}}',
  },
};

export default messenger;

/** Keys whose text is the same in every language (checked by translations.test.ts). */
export const sameInEveryLanguage = ['composer.counter'];

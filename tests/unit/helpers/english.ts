import { useMessages } from './messages';

// The fake browser has no i18n of its own: every unit test sees the English interface.
useMessages('en', 'en-US');

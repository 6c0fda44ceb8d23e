/**
 * Business constants and limits every face shares (SPEC §9), each with its source. Limits the
 * spec leaves open (ZIP sizes, upload size) are server configuration, not constants.
 */

/**
 * Company, application and model of the user context sent with every call (SPEC §9). They live
 * in `@folio/sdk`, which builds that context, and are re-exported so core users need one import.
 */
export { APPLICATION, COMPANY, MODEL } from '@folio/sdk';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** How often the stored session is validated (and refreshed when needed). */
// SPEC §9 and §4: session check on start and every 5 minutes
export const SESSION_CHECK_INTERVAL_MS = 5 * MINUTE_MS;

/** How often the middleware health check runs; a failure shows the maintenance screen. */
// SPEC §9 and §4: health check every 30 s
export const HEALTH_CHECK_INTERVAL_MS = 30 * SECOND_MS;

/** How often the terms screen polls for the terms-acceptance token. */
// SPEC §9: terms token poll every 2 s
export const TERMS_POLL_INTERVAL_MS = 2 * SECOND_MS;

/** How long the preloader shows before the app. */
// SPEC §9: preloader 2.5 s
export const PRELOADER_MS = 2500;

/** How long a copy button shows its "copied" icon. */
// SPEC §9: copy-confirm icon 2 s
export const COPY_CONFIRM_MS = 2 * SECOND_MS;

/** How long a toast stays before it closes by itself. */
// SPEC §9: toast auto-close 5 s (5000 ms)
export const TOAST_LIFE_MS = 5000;

/** Where toasts appear. */
// SPEC §9: toasts top-center
export const TOAST_POSITION = 'top-center';

/** Scroll distance after which the top bar hides. */
// SPEC §9: top bar hides after scroll of 50 px
export const TOPBAR_HIDE_SCROLL_PX = 50;

/** How many files a chat message can carry at once. */
// SPEC §9: chat files at a time 4
export const CHAT_MAX_FILES = 4;

/** The shortest password accepted at registration and reset. */
// SPEC §9: password minimum 8 characters (DECISIONS.md keeps it and allows at least 64)
export const PASSWORD_MIN_LENGTH = 8;

/** How many spreadsheet rows a preview shows. */
// SPEC §9: spreadsheet preview first 100 rows
export const SPREADSHEET_PREVIEW_ROWS = 100;

/** How many recent cloud-drive files the import screen lists. */
// SPEC §9: cloud drive import list last 30 files
export const CLOUD_IMPORT_LIST_SIZE = 30;

/** A document longer than this many pages is "long" and summarised by sections. */
// SPEC §9: long document = more than 4 pages (DECISIONS.md "longer" flag)
export const LONG_DOCUMENT_PAGES = 4;

/** Suggested summary prompts stay under this many words. */
// SPEC §9: suggested summary prompts under 200 words
export const SUMMARY_PROMPT_MAX_WORDS = 200;

/** The default limit of the files-with-limit listing. */
// SPEC §9: files-with-limit default 10
export const FILES_WITH_LIMIT_DEFAULT = 10;

/** The step between size units (bytes, KB, MB, GB) when sizes are displayed. */
// SPEC §9: size units 1024
export const SIZE_UNIT = 1024;

/** The name a new conversation gets through the rename call; kept in Spanish as the spec gives it. */
// SPEC §9 and §4: default conversation name 'Nueva Conversación'
export const DEFAULT_CONVERSATION_NAME = 'Nueva Conversación';

/** The topic name that stands for "search across all documents". A wire value; do not translate. */
// SPEC §9: global search topic BUSQUEDA_GLOBAL
export const GLOBAL_SEARCH_TOPIC = 'BUSQUEDA_GLOBAL';

/** Where document-sharing imports go: a topic/folder named after the sharing service. */
// SPEC §9: imports go to a topic named after the sharing service; DECISIONS.md "Integrations": `sharepoint`
export const DOCUMENT_SHARING_IMPORT_NAME = 'sharepoint';

/** The date the terms and conditions were last updated (ISO date), shown on the terms page. */
// SPEC §9: terms last updated 16 July 2025
export const TERMS_LAST_UPDATED = '2025-07-16';

/** Screens wider than this collapse the sidebar. */
// SPEC §9: sidebar collapse on screens wider than 998 px; the spec gives both readings (998 and 992)
export const SIDEBAR_COLLAPSE_MIN_WIDTH_PX = 998;

/** The desktop breakpoint. */
// SPEC §9: desktop breakpoint 992 px; the spec gives both readings (998 and 992)
export const DESKTOP_BREAKPOINT_PX = 992;

/** User agents treated as mobile devices. */
// SPEC §9: mobile detection by user agent iPhone, iPad, iPod, Android
export const MOBILE_USER_AGENT = /iPhone|iPad|iPod|Android/i;

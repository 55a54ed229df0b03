/**
 * The `elementtiming` name of a tool's description on its page: the browser reports when it is on
 * screen (Element Timing). Its own module, so the app's start-up code can wait for it without the
 * tool page's code.
 */
export const DESCRIPTION_TIMING = "tool-description";

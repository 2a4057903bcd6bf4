// The two addresses the dev server adds for its page script; shared by the server and the script.
export const devClientPath = '/__groomsite/client.js';
export const devEventsPath = '/__groomsite/events';

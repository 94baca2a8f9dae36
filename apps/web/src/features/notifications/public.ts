// What the notifications feature offers to other features: a notification as the shell menu lists it, and where it leads.
// Other features import only this file and its api/ folder (.dependency-cruiser.cjs, README.md Layout).
export { NotificationItem, useNotificationText } from './components/notification-item.tsx';
export { notificationPath } from './notification-target.ts';

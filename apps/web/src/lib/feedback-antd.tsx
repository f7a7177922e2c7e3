import { useEffect } from 'react';
import { message, notification } from 'antd';
import { messageConfig, notificationConfig, registerFeedback, type FeedbackApi } from './feedback.ts';

/**
 * antd's message and notification, in a chunk of their own (lib/feedback.ts loads it; it is not
 * part of the first load, docs/decisions/004-light-first-load.md).
 */

/**
 * Mounted by the app inside its ConfigProvider: the hook instances read the theme and locale
 * from context (antd's static functions cannot) and replace the static ones while mounted.
 */
export default function FeedbackHost() {
  const [messageApi, messageHolder] = message.useMessage(messageConfig);
  const [notificationApi, notificationHolder] = notification.useNotification(notificationConfig);
  useEffect(
    () => registerFeedback({ message: messageApi, notification: notificationApi }),
    [messageApi, notificationApi],
  );
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}

let configured = false;

/** antd's static functions with the durations and offset of docs/product.md#constants. */
export function staticFeedback(): FeedbackApi {
  if (!configured) {
    message.config({ ...messageConfig });
    notification.config({ ...notificationConfig });
    configured = true;
  }
  return { message, notification };
}

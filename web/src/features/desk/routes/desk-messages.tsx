import { DeskMessages } from '../components/desk-messages';

/** `/desk/messages` (admin with a second factor): the desk's messages to employees and their delivery. */
export default function DeskMessagesRoute() {
  return <DeskMessages />;
}

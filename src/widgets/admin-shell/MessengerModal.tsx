import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Modal from 'react-bootstrap/Modal';
import { ADMIN_DEMO, type DemoContact } from '@/content/adminDemo';
import { DemoBadge } from './DemoBadge';

type Message = DemoContact['messages'][number];

/**
 * The header's messenger (template demonstration data, spec: Screens and routes): contacts and their chat.
 * A message typed here is shown in the conversation for this visit only; nothing is sent.
 */
export function MessengerModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const contacts = ADMIN_DEMO.contacts;
  const [activeId, setActiveId] = useState<number>(contacts[0].id);
  const [sent, setSent] = useState<Record<number, Message[]>>({});
  const [draft, setDraft] = useState('');
  const active = contacts.find((contact) => contact.id === activeId) ?? contacts[0];
  const messages = [...active.messages, ...(sent[active.id] ?? [])];

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setSent((current) => ({
      ...current,
      [active.id]: [...(current[active.id] ?? []), { from: 'me', text, time: 'now' }],
    }));
    setDraft('');
  };

  return (
    <Modal show={show} onHide={onHide} size="lg" aria-labelledby="messenger-title" scrollable>
      <Modal.Header closeButton closeLabel="Close messenger">
        <Modal.Title id="messenger-title" className="h5">
          Messenger <DemoBadge />
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="row g-3">
          <div className="col-md-4">
            <ListGroup aria-label="Contacts">
              {contacts.map((contact) => (
                <ListGroup.Item
                  key={contact.id}
                  action
                  active={contact.id === active.id}
                  aria-pressed={contact.id === active.id}
                  onClick={() => setActiveId(contact.id)}
                >
                  <span className="d-block fw-semibold">{contact.name}</span>
                  <small>
                    {contact.role} · {contact.online ? 'online' : 'offline'}
                  </small>
                </ListGroup.Item>
              ))}
            </ListGroup>
          </div>
          <div className="col-md-8 d-flex flex-column">
            <h3 className="h6">Conversation with {active.name}</h3>
            <ul className="list-unstyled flex-grow-1" aria-live="polite">
              {messages.map((message, index) => (
                <li key={index} className={`admin-chat__message admin-chat__message--${message.from}`}>
                  <span className="visually-hidden">{message.from === 'me' ? 'You' : active.name}: </span>
                  {message.text} <small className="d-block opacity-75">{message.time}</small>
                </li>
              ))}
            </ul>
            <Form onSubmit={onSend} className="d-flex gap-2">
              <Form.Label htmlFor="messenger-draft" visuallyHidden>
                Message to {active.name}
              </Form.Label>
              <Form.Control
                id="messenger-draft"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                maxLength={500}
                autoComplete="off"
              />
              <Button type="submit" variant="primary">
                Send
              </Button>
            </Form>
          </div>
        </div>
      </Modal.Body>
    </Modal>
  );
}

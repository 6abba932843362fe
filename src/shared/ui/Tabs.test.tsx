import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TabList, TabPanel } from './Tabs';

const KEYS = ['one', 'two', 'three'] as const;

function Example() {
  const [active, setActive] = useState<(typeof KEYS)[number]>('one');
  return (
    <>
      <TabList
        id="demo"
        keys={KEYS}
        active={active}
        onSelect={setActive}
        renderTab={(key) => `Tab ${key}`}
        className="nav nav-tabs"
        aria-label="Demo"
      />
      {KEYS.map((key) => (
        <TabPanel key={key} id="demo" tabKey={key} active={key === active}>
          Content {key}
        </TabPanel>
      ))}
    </>
  );
}

describe('Tabs', () => {
  it('ties tabs and panels together and shows only the selected panel', async () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Demo' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'Tab one' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-controls', 'demo-tabpane-one');
    expect(screen.getByRole('tabpanel', { name: 'Tab one' })).toHaveTextContent('Content one');
    expect(screen.getByText('Content two')).not.toBeVisible();
    // Only the selected tab is in the Tab order.
    expect(screen.getByRole('tab', { name: 'Tab two' })).toHaveAttribute('tabindex', '-1');

    await userEvent.click(screen.getByRole('tab', { name: 'Tab three' }));
    expect(screen.getByRole('tab', { name: 'Tab three' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Tab three' })).toHaveTextContent('Content three');
    expect(screen.getByText('Content one')).not.toBeVisible();
  });

  it('moves the selection and the focus with the arrow keys, wrapping around', async () => {
    render(<Example />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Tab one' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tab two' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Tab two' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Tab three' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Tab three' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Tab one' })).toHaveAttribute('aria-selected', 'true');
  });
});

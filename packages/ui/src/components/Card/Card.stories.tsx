import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Card } from './Card.tsx';

const meta = {
  component: Card,
  args: {
    title: 'Senior React developer',
    children: <p style={{ margin: 0 }}>Berlin · hybrid · 40 h/week · from 1 March</p>,
    actions: (
      <>
        <Button>Apply now</Button>
        <Button variant="secondary">Save</Button>
      </>
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Job: Story = {};
export const Result: Story = {
  args: {
    as: 'article',
    title: <a href="#job">Senior React developer</a>,
    badge: <span>Open</span>,
    actions: undefined,
  },
};
export const Plain: Story = { render: () => <Card>A card without a title.</Card> };

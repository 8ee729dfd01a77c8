import { APPLICATION_STATUSES, applicationStatusDisplay } from '@talent/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from './StatusBadge.tsx';

const meta = { component: StatusBadge, args: { type: 'info', label: 'Sent to client' } } satisfies Meta<
  typeof StatusBadge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Every application status of spec §4 with its domain type and icon (labels untranslated here). */
export const ApplicationStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {APPLICATION_STATUSES.map((status) => {
        const display = applicationStatusDisplay(status);
        return (
          <StatusBadge
            key={status}
            type={display.type}
            icon={display.icon}
            label={status.replaceAll('_', ' ').toLowerCase()}
          />
        );
      })}
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileUpload } from './FileUpload.tsx';

const meta = {
  component: FileUpload,
  args: {
    label: 'CV (PDF)',
    chooseLabel: 'Choose a PDF',
    replaceLabel: 'Replace',
    dropHint: 'or drag and drop it here',
    rejectedMessage: 'Only PDF files can be uploaded.',
    onFiles: fn(),
  },
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    await expect(args.onFiles).toHaveBeenCalledOnce();
    // Without the picker's own type filter, as when a file is dropped: the component's PDF check rejects it.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['x'], 'cv.txt', { type: 'text/plain' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Only PDF files');
  },
};
export const WithFile: Story = { args: { file: { name: 'ada-lovelace-cv.pdf' } } };
export const Uploading: Story = {
  args: { file: { name: 'ada-lovelace-cv.pdf' }, progress: 60, progressLabel: 'Uploading CV' },
};

import { act, render, screen } from '@testing-library/react';
import { UiProvider } from '../provider/ui-provider';
import { toast } from './index';

describe('toasts speak Spanish (issue 39: the close button was "Dismiss notification")', () => {
  it('the region is "Notificaciones" and each toast closes with "Cerrar notificación"', async () => {
    render(<UiProvider>{null}</UiProvider>);
    act(() => toast({ status: 'success', title: 'Datos actualizados' }));
    const region = await screen.findByRole('region', { name: 'Notificaciones' });
    expect(region).toHaveTextContent('Datos actualizados');
    expect(await screen.findByRole('button', { name: 'Cerrar notificación' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /dismiss/i })).toBeNull();
  });
});

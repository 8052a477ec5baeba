import { render, screen } from '@testing-library/react';
import { LaudatioVideo } from './LaudatioVideo';

// The sample content has no laudatio video (there are no video files), so the page never shows
// one; this checks what a video named in the translations would render.
describe('LaudatioVideo', () => {
  it('renders a video with controls, its poster and source, loading nothing up front', () => {
    const named = {
      url: '/globalassets/laudatio/sika.mp4',
      poster: '/globalassets/laudatio/sika-1.jpg',
      title: 'Die Preisübergabe',
    };
    const { container } = render(<LaudatioVideo video={named} label="Video zur Laudatio: Die Preisübergabe" />);
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('poster', '/globalassets/laudatio/sika-1.jpg');
    expect(video).toHaveAttribute('width', '1600');
    expect(video).toHaveAttribute('height', '900');
    expect(video).toHaveAccessibleName('Video zur Laudatio: Die Preisübergabe');
    expect(container.querySelector('source')).toHaveAttribute('src', '/globalassets/laudatio/sika.mp4');
    expect(screen.getByText('Die Preisübergabe')).toBeInTheDocument();
  });
});

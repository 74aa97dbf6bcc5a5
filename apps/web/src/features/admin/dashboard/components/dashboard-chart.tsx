/**
 * The "Dashboard Overview" bar chart. Chart.js is registered here with only the pieces a bar
 * chart uses, and only this screen's chunk imports this file, so the library never reaches the
 * storefront's first load.
 */
import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { dashboardMessages as t } from '@shop/shared/admin/desk-messages';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip);

const barColour = '#087a97';

type DashboardChartProps = {
  labels: string[];
  counts: number[];
  reduceMotion: boolean;
};

export function DashboardChart({ labels, counts, reduceMotion }: DashboardChartProps) {
  const described = labels.map((label, index) => `${label} ${counts[index]}`).join(', ');
  return (
    <div className="relative h-72 sm:h-80">
      <Bar
        role="img"
        aria-label={t.chartDescription(described)}
        data={{
          labels,
          datasets: [{ label: t.datasetLabel, data: counts, backgroundColor: barColour }],
        }}
        options={{
          maintainAspectRatio: false,
          animation: reduceMotion ? false : undefined,
          plugins: { legend: { display: false } },
          scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        }}
      />
    </div>
  );
}

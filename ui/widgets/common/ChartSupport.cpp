// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/ChartSupport.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QPainter>
#include <QSvgGenerator>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QAbstractBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>

namespace tally::chartsupport {

void applyPalette(QChart* chart, const QPalette& palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    const bool dark = base.lightness() < 128;
    chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setBackgroundBrush(base);
    chart->setBackgroundRoundness(0);
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    QColor grid = text;
    grid.setAlpha(50);
    for (QAbstractAxis* axis : chart->axes()) {
        // Qt elides labels to "..." as soon as the plot is a little tight; short labels that
        // touch are more useful than none.
        axis->setTruncateLabels(false);
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(grid);
        axis->setGridLineColor(grid);
    }
    // The first series in the highlight colour (as the cost bars in the lists), the second in a
    // colour that contrasts with it in both themes.
    const QColor first = palette.color(QPalette::Highlight);
    const QColor second =
        dark ? QColor(QStringLiteral("#f0a04b")) : QColor(QStringLiteral("#d9822b"));
    for (QAbstractSeries* series : chart->series()) {
        auto* bars = qobject_cast<QAbstractBarSeries*>(series);
        if (!bars)
            continue;
        const auto sets = bars->barSets();
        for (int i = 0; i < sets.size(); ++i) {
            const QColor color = i == 0 ? first : i == 1 ? second : QColor(Qt::gray);
            sets[i]->setColor(color);
            sets[i]->setBorderColor(color.darker(120));
            sets[i]->setLabelColor(text);
        }
    }
}

bool exportChart(QChartView* view, const QString& path, QString* error)
{
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(view->size());
        generator.setViewBox(QRect(QPoint(0, 0), view->size()));
        generator.setTitle(view->chart()->title());
        QPainter painter;
        if (!painter.begin(&generator)) {
            if (error)
                *error = QStringLiteral("cannot write %1").arg(path);
            return false;
        }
        painter.setRenderHint(QPainter::Antialiasing);
        view->render(&painter);
        painter.end();
        return true;
    }
    if (!view->grab().save(path, "PNG")) {
        if (error)
            *error = QStringLiteral("cannot write %1").arg(path);
        return false;
    }
    return true;
}

void exportWithDialog(QChartView* view, const QString& suggestedName, QWidget* parent)
{
    const QString path =
        QFileDialog::getSaveFileName(parent, QStringLiteral("Export Chart"), suggestedName,
                                     QStringLiteral("PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportChart(view, path, &error))
        QMessageBox::warning(parent, QStringLiteral("Export Chart"), error);
}

} // namespace tally::chartsupport

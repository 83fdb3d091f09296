// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/ChartSupport.h"

#include "core/output/SaveFile.h"
#include "ui/viewmodel/common/ColorContrast.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileDialog>
#include <QLocale>
#include <QMessageBox>
#include <QPainter>
#include <QSvgGenerator>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QAbstractBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>

#include <cmath>

namespace tally::chartsupport {

void applyPalette(QChart* chart, const QPalette& palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    const bool dark = colorcontrast::isDark(base);
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
    // Drawn into memory, then written at once: a failed write leaves the file as it was.
    QString ignored;
    if (!error)
        error = &ignored;
    QBuffer buffer;
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(view->size());
        generator.setViewBox(QRect(QPoint(0, 0), view->size()));
        generator.setTitle(view->chart()->title());
        QPainter painter;
        if (!painter.begin(&generator)) {
            *error =
                QCoreApplication::translate("ChartSupport", "cannot write %1: cannot draw the SVG")
                    .arg(path);
            return false;
        }
        painter.setRenderHint(QPainter::Antialiasing);
        view->render(&painter);
        painter.end();
    } else {
        buffer.open(QIODevice::WriteOnly);
        if (!view->grab().save(&buffer, "PNG")) {
            *error = QCoreApplication::translate("ChartSupport",
                                                 "cannot write %1: cannot encode the PNG")
                         .arg(path);
            return false;
        }
    }
    return savefile::write(path, buffer.data(), error);
}

void exportWithDialog(QChartView* view, const QString& suggestedName, QWidget* parent)
{
    const QString path = QFileDialog::getSaveFileName(
        parent, QCoreApplication::translate("ChartSupport", "Export Chart"), suggestedName,
        QCoreApplication::translate("ChartSupport", "PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportChart(view, path, &error))
        QMessageBox::warning(parent, QCoreApplication::translate("ChartSupport", "Export Chart"),
                             error);
}

QString countLabel(double value, double largest)
{
    const QLocale locale;
    if (value == 0)
        return QStringLiteral("0");
    const auto scaled = [&](double unit, const char* suffix) {
        return locale.toString(value / unit, 'g', 3) + QLatin1Char(' ') + QLatin1String(suffix);
    };
    if (largest >= 1e9)
        return scaled(1e9, "G");
    if (largest >= 1e6)
        return scaled(1e6, "M");
    if (largest >= 1e5)
        return scaled(1e3, "k");
    return locale.toString(qlonglong(std::llround(value)));
}

QCategoryAxis* countAxis(QChart* chart, double largest, int ticks)
{
    // A round step (1, 2, 2.5 or 5 times a power of ten) covering `largest` in `ticks` - 1 steps.
    const double target = std::max(largest, 1.0) / std::max(1, ticks - 1);
    const double power = std::pow(10.0, std::floor(std::log10(target)));
    double step = power;
    for (const double multiple : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        step = multiple * power;
        if (step >= target)
            break;
    }
    const double top = step * std::ceil(std::max(largest, 1.0) / step);
    auto* axis = new QCategoryAxis(chart);
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setRange(0, top);
    axis->setStartValue(0);
    for (int tick = 0; tick * step <= top + step / 2; ++tick)
        axis->append(countLabel(tick * step, top), tick * step);
    return axis;
}

} // namespace tally::chartsupport

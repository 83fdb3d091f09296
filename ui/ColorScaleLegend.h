#pragma once

#include <QWidget>

namespace tally {

// The call graph's colour legend: the cividis scale with the inclusive shares of the total its
// colours stand for (a log scale from 0.1 % to 100 %).
class ColorScaleLegend : public QWidget
{
    Q_OBJECT

public:
    explicit ColorScaleLegend(QWidget* parent = nullptr);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
};

} // namespace tally

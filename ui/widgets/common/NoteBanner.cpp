// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/NoteBanner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>

namespace tally {

NoteBanner::NoteBanner(const QString& objectName, QWidget* parent) : QFrame(parent)
{
    setObjectName(objectName);
    setFrameShape(QFrame::StyledPanel);
    // The palette's tooltip colours: a note that stands out in either theme.
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);
    setAutoFillBackground(true);
    m_label = new QLabel(this);
    m_label->setWordWrap(true);
    m_label->setForegroundRole(QPalette::ToolTipText);
    m_layout = new QHBoxLayout(this);
    m_layout->setContentsMargins(8, 4, 4, 4);
    m_layout->addWidget(m_label, 1);
}

QString NoteBanner::text() const
{
    return m_label->text();
}

void NoteBanner::setText(const QString& text)
{
    m_label->setText(text);
}

void NoteBanner::setIcon(QStyle::StandardPixmap icon)
{
    auto* shown = new QLabel(this);
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    shown->setPixmap(style()->standardIcon(icon).pixmap(size, size));
    m_layout->insertWidget(0, shown, 0, Qt::AlignTop);
}

QPushButton* NoteBanner::addButton(const QString& text)
{
    auto* button = new QPushButton(text, this);
    m_layout->addWidget(button);
    return button;
}

QToolButton* NoteBanner::addCloseButton(const QString& objectName, const QString& toolTip)
{
    auto* close = new QToolButton(this);
    close->setObjectName(objectName);
    close->setAutoRaise(true);
    close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setToolTip(toolTip);
    connect(close, &QToolButton::clicked, this, &QWidget::hide);
    m_layout->addWidget(close, 0, Qt::AlignTop);
    return close;
}

} // namespace tally

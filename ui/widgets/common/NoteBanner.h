// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QFrame>
#include <QStyle>

class QAbstractButton;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QToolButton;

namespace tally {

// A note over the views, the one look of the window's banners (a file cut short, transforms
// offered back): the palette's tooltip colours, which stand out in either theme, an optional
// icon, a message that wraps, and the banner's buttons at its end. What it says and when it
// shows are its subclass's.
class NoteBanner : public QFrame
{
    Q_OBJECT

public:
    QString text() const;

protected:
    NoteBanner(const QString& objectName, QWidget* parent);

    void setText(const QString& text);
    QLabel* label() const { return m_label; }
    // An icon of the style's before the message, at its top.
    void setIcon(QStyle::StandardPixmap icon);
    // A button after the message (and the buttons added before).
    QPushButton* addButton(const QString& text);
    // A close button at the end, at the top: it hides the banner.
    QToolButton* addCloseButton(const QString& objectName, const QString& toolTip);

private:
    QHBoxLayout* m_layout = nullptr;
    QLabel* m_label = nullptr;
};

} // namespace tally

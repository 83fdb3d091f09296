// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QFont>
#include <QHash>
#include <QHeaderView>
#include <QString>

namespace tally {

// A header that keeps the sizes its sections' contents need (the label in bold, the sort
// indicator's room), measured again only for a label, font or sort indicator it has not
// measured, and after any change of style (a style made where another was freed has its
// address). Each reset of its model makes a header measure every label anew, shaping its text,
// when the tree next lays its rows out: the callers' and callees' lists are reset at every
// activation, for the same labels.
class MeasuredHeader : public QHeaderView
{
    Q_OBJECT

public:
    explicit MeasuredHeader(Qt::Orientation orientation, QWidget* parent = nullptr);

    // How many sections' contents were measured so far, for tests.
    qsizetype measured() const { return m_measured; }
    // Public, so that tests compare it with a plain header's.
    QSize sectionSizeFromContents(int logicalIndex) const override;

protected:
    void changeEvent(QEvent* event) override;

private:
    // Sizes kept, at most this many before starting afresh.
    static constexpr qsizetype kKeptSizes = 256;

    struct Key
    {
        QString text;
        QFont font;
        bool sortIndicator = false;
        friend bool operator==(const Key&, const Key&) = default;
        friend size_t qHash(const Key& key, size_t seed = 0)
        {
            return qHashMulti(seed, key.text, key.font, key.sortIndicator);
        }
    };

    mutable QHash<Key, QSize> m_sizes;
    mutable qsizetype m_measured = 0;
};

} // namespace tally

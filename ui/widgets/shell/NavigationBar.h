// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/text/TextElision.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/CharacterAdvances.h"

#include <QFont>
#include <QHash>
#include <QWidget>

class QHBoxLayout;

namespace tally {

// A breadcrumb of the functions the user went through to reach the active one; clicking one
// goes back to it. It fits the room it has: the crumbs in the middle give way first, and the
// active function is always shown.
class NavigationBar : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kMaximumShown = 8;

    explicit NavigationBar(Session& session, QWidget* parent = nullptr);

    QStringList crumbs() const; // the shown names, oldest first, for tests
    // How many pieces of names the crumbs' elisions have shaped so far, for tests.
    qsizetype shapedPieces() const { return m_shapedPieces; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    static constexpr int kPreferredWidth = 400;
    static constexpr int kMinimumWidth = 120;

    // A crumb's name as shown, its room, what tells it from its look-alikes and its font.
    struct CrumbKey
    {
        QString name;
        int limit = 0;
        textelision::Span keep;
        QFont font;
        friend bool operator==(const CrumbKey&, const CrumbKey&) = default;
        friend size_t qHash(const CrumbKey& key, size_t seed = 0)
        {
            return qHashMulti(seed, key.name, key.limit, key.keep.from, key.keep.to, key.font);
        }
    };
    // Crumbs' texts kept for the next rebuild, at most this many before starting afresh.
    static constexpr qsizetype kKeptCrumbTexts = 256;
    // Fonts whose advances are kept (the crumbs use two), at most this many before afresh.
    static constexpr qsizetype kKeptAdvanceFonts = 4;
    // Shaped pieces' widths kept for each font, at most this many before afresh.
    static constexpr qsizetype kKeptPieceWidths = 4096;
    // Pixels a character by which a piece's summed advances may pass its shaped width.
    static constexpr int kSlack = 2;

    void rebuild();
    // `name` elided to `limit` pixels of `font`, kept from an earlier rebuild or made now.
    QString crumbText(const QString& name, int limit, const QFont& font);

    Session& m_session;
    QHBoxLayout* m_layout = nullptr;
    int m_builtForWidth = -1;
    // Each rebuild (every step, every activation) elided each of up to eight crumbs anew, on
    // exact measures: each piece measured is shaped, two milliseconds a long name.
    QHash<CrumbKey, QString> m_crumbTexts;
    // What each crumb font (plain and bold) measured. The ASCII characters' advances: each new
    // name's elision summed them character by character through the font, most of a rebuild.
    // The widths of the pieces near the limit, which are shaped: the names of one program share
    // their pieces (a context name's callers, a class's methods), and about half of the pieces
    // a new name's elision shaped had been shaped for another name before.
    struct FontMeasures
    {
        AsciiAdvanceTable<int> ascii = unmeasuredAdvances<int>();
        QHash<QString, int> shapedWidths;
    };
    QHash<QFont, FontMeasures> m_fontMeasures;
    qsizetype m_shapedPieces = 0;
    // The widths of a separator ("›") and of an ellipsis label as the application's font and
    // style draw them, measured on probe labels for the font and style below; each rebuild made
    // and measured two probes anew.
    struct ProbeWidths
    {
        QFont font;
        const QStyle* style = nullptr;
        int separator = -1; // -1: not measured
        int ellipsis = -1;
    };
    ProbeWidths m_probeWidths;
};

} // namespace tally
